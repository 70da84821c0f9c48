-- Edited after generation: UNLOGGED (drizzle-kit cannot say so). A counter written on every API request
-- needs no WAL; a crash only resets the current one-minute windows.
CREATE UNLOGGED TABLE "request_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
