CREATE TABLE "surat_antrian" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jenis" text NOT NULL,
	"args" jsonb NOT NULL,
	"by_user_id" integer,
	"status" text DEFAULT 'menunggu' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "surat_antrian" ADD CONSTRAINT "surat_antrian_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "surat_antrian_status_idx" ON "surat_antrian" USING btree ("status","created_at");