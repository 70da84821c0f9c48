CREATE TABLE "prices" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"amount" integer NOT NULL,
	"unit" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
