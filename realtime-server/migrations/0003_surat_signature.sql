CREATE TABLE "signing_certificate" (
	"sha256" text PRIMARY KEY NOT NULL,
	"signer" text NOT NULL,
	"pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "surat" ADD COLUMN "certificate_sha256" text;--> statement-breakpoint
ALTER TABLE "surat" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "surat_terjemahan" ADD COLUMN "certificate_sha256" text;--> statement-breakpoint
ALTER TABLE "surat_terjemahan" ADD COLUMN "signed_at" timestamp with time zone;