// Drops and recreates the database named in DATABASE_URL (test and benchmark runs start clean).
import pg from "pg";

const url = new URL(process.env.DATABASE_URL);
const name = decodeURIComponent(url.pathname.slice(1));
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing to reset database '${name}'`);
const admin = new URL(url);
admin.pathname = "/postgres";
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${name}`);
await client.end();
console.log(`database ${name} recreated`);
