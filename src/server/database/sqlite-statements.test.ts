import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withCachedStatements } from './sqlite-statements';

describe('withCachedStatements', () => {
  let file: SQLite.Database;
  beforeEach(() => {
    file = new SQLite(':memory:');
    file.exec(`create table posts (id text primary key, content text, likes integer);
      insert into posts values ('p1', 'Hello', 3), ('p2', null, 0);`);
  });
  afterEach(() => file.close());

  it('answers rows as objects named by their columns, in order', () => {
    const db = withCachedStatements(file);
    const rows = db
      .prepare('select id as "_id", content, likes as "likeCount" from posts order by id')
      .all([]);
    expect(rows).toEqual([
      { _id: 'p1', content: 'Hello', likeCount: 3 },
      { _id: 'p2', content: null, likeCount: 0 },
    ]);
    expect(Object.keys(rows[0]!)).toEqual(['_id', 'content', 'likeCount']);
  });

  it('keeps the last value of a repeated name, as better-sqlite3 does', () => {
    const db = withCachedStatements(file);
    const sql = "select id as name, content as name from posts where id = 'p1'";
    expect(db.prepare(sql).all([])).toEqual(file.prepare(sql).all());
    expect(db.prepare(sql).all([])).toEqual([{ name: 'Hello' }]);
  });

  it('never lets a column named __proto__ set the prototype, as better-sqlite3 does not', () => {
    const db = withCachedStatements(file);
    const sql = "select 'x' as __proto__, 1 as one";
    const [row] = db.prepare(sql).all([]) as object[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(row).toEqual(file.prepare(sql).get());
  });

  it('streams rows as objects and runs writes with their changes', () => {
    const db = withCachedStatements(file);
    expect(db.prepare('update posts set likes = likes + 1 where id = ?').run(['p1'])).toMatchObject(
      { changes: 1 },
    );
    const streamed = [...db.prepare('select id, likes from posts order by id').iterate([])];
    expect(streamed).toEqual([
      { id: 'p1', likes: 4 },
      { id: 'p2', likes: 0 },
    ]);
  });

  it('answers the rows of INSERT ... RETURNING and of a pragma as objects', () => {
    const db = withCachedStatements(file);
    const insert = db.prepare('insert into posts values (?, ?, 0) returning id, likes');
    expect(insert.reader).toBe(true);
    expect(insert.all(['p3', 'New'])).toEqual([{ id: 'p3', likes: 0 }]);
    expect(db.prepare('pragma table_info(posts)').all([])).toEqual(
      file.pragma('table_info(posts)'),
    );
  });

  it('runs a statement again after an iteration left early', () => {
    const db = withCachedStatements(file);
    const statement = db.prepare('select id from posts order by id');
    for (const row of statement.iterate([])) {
      expect(row).toEqual({ id: 'p1' });
      break;
    }
    expect(statement.all([])).toEqual([{ id: 'p1' }, { id: 'p2' }]);
  });

  it('prepares a statement once for its text and reuses it', () => {
    const db = withCachedStatements(file);
    const sql = 'select count(*) as n from posts';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    expect(db.prepare(sql).all([])).toEqual([{ n: 2 }]);
  });
});
