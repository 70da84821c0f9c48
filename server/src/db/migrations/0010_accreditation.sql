CREATE TABLE "accreditation_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accreditation_application_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accreditation_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"payment_status" text,
	"institute_name" text NOT NULL,
	"institute_type" text NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"website" text NOT NULL,
	"registration_number" text NOT NULL,
	"year_founded" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"programmes" text NOT NULL,
	"learners_per_year" integer NOT NULL,
	"declared_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"information_request" text,
	"applicant_response" text,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accreditation_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_end_date" date NOT NULL,
	"year" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text,
	"new_end_date" date,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accredited_institutes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"comment" text,
	"link" text NOT NULL,
	"source" text NOT NULL,
	"application_id" uuid,
	"user_id" uuid,
	"contact_email" text,
	"years_accredited" integer DEFAULT 1 NOT NULL,
	"credential" jsonb,
	"reminder_30_sent_for" date,
	"reminder_7_sent_for" date,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accreditation_application_events" ADD CONSTRAINT "accreditation_application_events_application_id_accreditation_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."accreditation_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_application_events" ADD CONSTRAINT "accreditation_application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_application_files" ADD CONSTRAINT "accreditation_application_files_application_id_accreditation_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."accreditation_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_applications" ADD CONSTRAINT "accreditation_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_applications" ADD CONSTRAINT "accreditation_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_renewals" ADD CONSTRAINT "accreditation_renewals_institute_id_accredited_institutes_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."accredited_institutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_renewals" ADD CONSTRAINT "accreditation_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accredited_institutes" ADD CONSTRAINT "accredited_institutes_application_id_accreditation_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."accreditation_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accredited_institutes" ADD CONSTRAINT "accredited_institutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accreditation_application_events_application_idx" ON "accreditation_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "accreditation_application_files_application_idx" ON "accreditation_application_files" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accreditation_applications_reference_key" ON "accreditation_applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "accreditation_applications_user_idx" ON "accreditation_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accreditation_applications_status_idx" ON "accreditation_applications" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accreditation_renewals_period_key" ON "accreditation_renewals" USING btree ("institute_id","period_end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "accredited_institutes_certificate_id_key" ON "accredited_institutes" USING btree (lower("certificate_id"));--> statement-breakpoint
CREATE INDEX "accredited_institutes_current_idx" ON "accredited_institutes" USING btree ("end_date","start_date");--> statement-breakpoint
CREATE INDEX "accredited_institutes_name_trgm_idx" ON "accredited_institutes" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accredited_institutes_user_idx" ON "accredited_institutes" USING btree ("user_id");