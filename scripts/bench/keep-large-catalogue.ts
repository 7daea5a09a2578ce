import pg from "pg";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { fillLargeCatalogue } from "./large-catalogue";
const database = await createTestDatabase("g_exp");
const client = new pg.Client({ connectionString: database.databaseUrl });
await client.connect();
await fillLargeCatalogue(client);
await client.end();
console.log(database.databaseUrl);
