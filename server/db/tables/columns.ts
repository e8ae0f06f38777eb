/** A yes/no column: an integer 0/1 on both engines, so no boolean mapping differs between SQLite and PostgreSQL. */
export type Flag = 0 | 1;
