CREATE TABLE "ai_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"prompt" text NOT NULL,
	"result" text NOT NULL,
	"language" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_history" ADD CONSTRAINT "ai_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_history_user_created_idx" ON "ai_history" USING btree ("user_id","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);