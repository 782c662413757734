CREATE TABLE "web3_chain_hosts" (
	"network" text PRIMARY KEY NOT NULL,
	"rpc_url" text NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web3_dev_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"private_key" text NOT NULL,
	"funded_networks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web3_dev_accounts_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "web3_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"network" text NOT NULL,
	"tx_hash" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"token_address" text,
	"symbol" text NOT NULL,
	"amount" text NOT NULL,
	"block_number" text NOT NULL,
	"status" text NOT NULL,
	"custody" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web3_wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"wallet_type" text NOT NULL,
	"address" text NOT NULL,
	"network" text NOT NULL,
	"custody" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "web3_dev_accounts" ADD CONSTRAINT "web3_dev_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web3_transactions" ADD CONSTRAINT "web3_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web3_wallets" ADD CONSTRAINT "web3_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "web3_transactions_network_hash_idx" ON "web3_transactions" USING btree ("network","tx_hash");--> statement-breakpoint
CREATE INDEX "web3_transactions_user_idx" ON "web3_transactions" USING btree ("user_id","created_at" DESC NULLS LAST);