CREATE TABLE "ketersediaan_perubahan" (
	"dosen_uuid" uuid PRIMARY KEY NOT NULL,
	"diubah_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ketersediaan_perubahan" ADD CONSTRAINT "ketersediaan_perubahan_dosen_uuid_dosen_uuid_fk" FOREIGN KEY ("dosen_uuid") REFERENCES "dosen"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "ketersediaan_perubahan" ("dosen_uuid", "diubah_at") SELECT "dosen_uuid", max("updated_at") FROM "ketersediaan" GROUP BY "dosen_uuid";
