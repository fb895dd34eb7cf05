CREATE TABLE "upload_chunks" (
	"name" varchar(80) NOT NULL,
	"chunk" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "upload_chunks_name_chunk_pk" PRIMARY KEY("name","chunk")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"name" varchar(80) PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"chunks" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD CONSTRAINT "upload_chunks_name_uploads_name_fk" FOREIGN KEY ("name") REFERENCES "public"."uploads"("name") ON DELETE cascade ON UPDATE no action;