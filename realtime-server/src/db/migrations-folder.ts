/** The committed Drizzle migrations, shared by both drivers. */
export const migrationsFolder = new URL('../../migrations', import.meta.url).pathname;
