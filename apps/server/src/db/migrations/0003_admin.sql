CREATE TABLE "admin_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT 'Admin User' NOT NULL,
	"role" text DEFAULT 'Administrator' NOT NULL,
	"password_hash" text NOT NULL,
	"generated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"admin_name" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_email" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"next_billing" timestamp with time zone NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"last_payment" timestamp with time zone,
	"auto_block" boolean DEFAULT false NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_email" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"assignee" text,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_error_users" (
	"error_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "system_error_users_error_id_user_id_pk" PRIMARY KEY("error_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "system_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"fingerprint" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"first_occurred" timestamp with time zone DEFAULT now() NOT NULL,
	"last_occurred" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_admin_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admin_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_error_users" ADD CONSTRAINT "system_error_users_error_id_system_errors_id_fk" FOREIGN KEY ("error_id") REFERENCES "public"."system_errors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_error_users" ADD CONSTRAINT "system_error_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "system_errors_group_idx" ON "system_errors" USING btree ("type","fingerprint");--> statement-breakpoint
CREATE INDEX "system_errors_last_occurred_idx" ON "system_errors" USING btree ("last_occurred");--> statement-breakpoint
INSERT INTO "subscriptions" ("user_email", "plan", "status", "next_billing", "amount", "last_payment", "auto_block", "reminders_sent", "last_reminder_at", "sample", "created_at") VALUES
	('ana.souza@example.com', 'Pro', 'active', now() + interval '12 days', 29.00, now() - interval '18 days', false, 0, NULL, true, now() - interval '200 days'),
	('ben.carter@example.com', 'Team', 'active', now() + interval '3 days', 99.00, now() - interval '27 days', false, 0, NULL, true, now() - interval '150 days'),
	('chloe.martin@example.com', 'Starter', 'active', now() + interval '21 days', 9.99, now() - interval '9 days', false, 0, NULL, true, now() - interval '90 days'),
	('david.kim@example.com', 'Pro', 'past_due', now() - interval '4 days', 29.00, now() - interval '34 days', true, 1, now() - interval '2 days', true, now() - interval '120 days'),
	('elena.rossi@example.com', 'Team', 'past_due', now() - interval '9 days', 99.00, now() - interval '39 days', false, 2, now() - interval '1 day', true, now() - interval '300 days'),
	('farid.haddad@example.com', 'Starter', 'past_due', now() - interval '1 day', 9.99, now() - interval '31 days', true, 0, NULL, true, now() - interval '60 days'),
	('grace.okafor@example.com', 'Enterprise', 'blocked', now() - interval '20 days', 299.00, now() - interval '50 days', true, 3, now() - interval '12 days', true, now() - interval '400 days'),
	('hugo.lefevre@example.com', 'Pro', 'cancelled', now() - interval '45 days', 29.00, now() - interval '75 days', false, 0, NULL, true, now() - interval '240 days');
--> statement-breakpoint
INSERT INTO "support_tickets" ("user_email", "subject", "status", "priority", "assignee", "sample", "created_at", "updated_at") VALUES
	('david.kim@example.com', 'Charged twice for the Pro plan this month', 'open', 'urgent', NULL, true, now() - interval '3 hours', now() - interval '3 hours'),
	('ivy.chen@example.com', 'Preview stays blank on Android after the last update', 'open', 'high', NULL, true, now() - interval '1 day', now() - interval '1 day'),
	('ben.carter@example.com', 'How do I add a teammate to my workspace?', 'open', 'low', NULL, true, now() - interval '2 days', now() - interval '2 days'),
	('elena.rossi@example.com', 'Exported zip is missing the backend folder', 'in_progress', 'medium', 'Sam Patel', true, now() - interval '4 days', now() - interval '1 day'),
	('chloe.martin@example.com', 'Cannot rename a project', 'resolved', 'medium', 'Sam Patel', true, now() - interval '8 days', now() - interval '6 days'),
	('ana.souza@example.com', 'Request an invoice with our VAT number', 'closed', 'low', 'Admin User', true, now() - interval '15 days', now() - interval '13 days');
