CREATE TABLE "evaluation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"badge_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"course_name" text NOT NULL,
	"course_start_date" date NOT NULL,
	"course_end_date" date NOT NULL,
	"credit_hours" integer NOT NULL,
	"learning_mode" text NOT NULL,
	"institute_name" text NOT NULL,
	"institute_website" text NOT NULL,
	"institute_country" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"description" text NOT NULL,
	"description_source" text NOT NULL,
	"level" integer NOT NULL,
	"complexity" text NOT NULL,
	"points" integer NOT NULL,
	"engine_result" jsonb NOT NULL,
	"engine_version" text NOT NULL,
	"status" text DEFAULT 'not requested' NOT NULL,
	"payment_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("evaluations"."course_name" || ' ' || "evaluations"."complexity")) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_events" ADD CONSTRAINT "evaluation_events_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_events" ADD CONSTRAINT "evaluation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_files" ADD CONSTRAINT "evaluation_files_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_events_evaluation_idx" ON "evaluation_events" USING btree ("evaluation_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluation_files_evaluation_idx" ON "evaluation_files" USING btree ("evaluation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_badge_id_key" ON "evaluations" USING btree ("badge_id");--> statement-breakpoint
CREATE INDEX "evaluations_user_created_idx" ON "evaluations" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "evaluations_search_trgm_idx" ON "evaluations" USING gin ("search_text" gin_trgm_ops);