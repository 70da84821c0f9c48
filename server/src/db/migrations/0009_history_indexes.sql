DROP INDEX "evaluations_user_created_idx";--> statement-breakpoint
CREATE INDEX "evaluations_user_search_idx" ON "evaluations" USING gin ("user_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "evaluations_user_created_idx" ON "evaluations" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);