// The server-pg project: the same server tests on PostgreSQL (test/db.ts reads this).
process.env.TEST_DB_ENGINE = "postgres";
