import type { ApiReference, JsonSchema } from '../lib/openapi-reference';
import { shapeOf, type SchemaField } from '../lib/schema-fields';
import styles from './api-reference.module.css';

interface SchemaViewProps {
  schema: JsonSchema;
  resolve: ApiReference['resolve'];
  /** The fields behind a disclosure: an answer's can run to a hundred lines. */
  folded?: boolean;
}

/** A schema as nested fields a person reads, with its JSON a click away. */
export function SchemaView({ schema, resolve, folded = false }: SchemaViewProps) {
  const shape = shapeOf(schema, resolve);
  return (
    <div className={styles.schema}>
      <p className={styles.schemaType}>
        <code>{shape.type}</code>
      </p>
      {shape.fields.length > 0 &&
        (folded ? (
          <details className={styles.json}>
            <summary>Fields ({shape.fields.length})</summary>
            <FieldList fields={shape.fields} />
          </details>
        ) : (
          <FieldList fields={shape.fields} />
        ))}
      <details className={styles.json}>
        <summary>Schema as JSON</summary>
        <pre>{JSON.stringify(schema, null, 2)}</pre>
      </details>
    </div>
  );
}

function FieldList({ fields }: { fields: readonly SchemaField[] }) {
  return (
    <ul className={styles.fields}>
      {fields.map((field) => (
        <li key={field.name}>
          <span className={styles.fieldHead}>
            <code className={styles.fieldName}>{field.name}</code>
            <code className={styles.fieldType}>{field.type}</code>
            {field.required && <span className={styles.required}>required</span>}
          </span>
          {field.description && <span className={styles.fieldText}>{field.description}</span>}
          {field.note && <span className={styles.fieldText}>{field.note}</span>}
          {field.fields.length > 0 && <FieldList fields={field.fields} />}
        </li>
      ))}
    </ul>
  );
}
