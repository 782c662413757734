CREATE TABLE "page_build_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"current_page_type" text,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "page_builder_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"page_type" text NOT NULL,
	"html" text NOT NULL,
	"css" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"completed_jobs" jsonb NOT NULL,
	"custom_requirements" jsonb NOT NULL,
	"engine" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_build_jobs" ADD CONSTRAINT "page_build_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_build_jobs" ADD CONSTRAINT "page_build_jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_builder_pages" ADD CONSTRAINT "page_builder_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_builder_pages" ADD CONSTRAINT "page_builder_pages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_build_jobs_project_idx" ON "page_build_jobs" USING btree ("project_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "page_build_jobs_one_running_idx" ON "page_build_jobs" USING btree ("project_id") WHERE "page_build_jobs"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "page_builder_pages_project_type_idx" ON "page_builder_pages" USING btree ("project_id","page_type");--> statement-breakpoint
CREATE INDEX "page_builder_pages_user_idx" ON "page_builder_pages" USING btree ("user_id");