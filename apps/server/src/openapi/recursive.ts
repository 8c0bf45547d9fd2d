import { z } from 'zod';

type Node = z.core.$ZodType;

/** The schemas directly inside `schema` (object fields, array items, union options, wrappers…). */
function children(schema: Node): Node[] {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const out: unknown[] = [];
  switch (def.type) {
    case 'object':
      out.push(...Object.values(def.shape as Record<string, unknown>), def.catchall);
      break;
    case 'array':
      out.push(def.element);
      break;
    case 'union':
      out.push(...(def.options as unknown[]));
      break;
    case 'intersection':
      out.push(def.left, def.right);
      break;
    case 'record':
    case 'map':
      out.push(def.keyType, def.valueType);
      break;
    case 'set':
      out.push(def.valueType);
      break;
    case 'tuple':
      out.push(...(def.items as unknown[]), def.rest);
      break;
    case 'lazy':
      out.push((def.getter as () => unknown)());
      break;
    case 'pipe':
      out.push(def.in, def.out);
      break;
    default:
      out.push(def.innerType);
  }
  return out.filter((c): c is Node => c instanceof z.core.$ZodType);
}

/**
 * Gives every recursive schema reachable from `schema` an id in Zod's global registry, so the
 * OpenAPI document holds it once as a component and refers to it ($ref). Without an id, the
 * converter refers to a definition it never emits (`#/components/schemas/schema0`), e.g. for
 * `z.json()` or a toolbar button with sub-buttons.
 */
export function nameRecursiveSchemas(schema: unknown, names: Map<Node, string>): void {
  if (!(schema instanceof z.core.$ZodType)) return;
  const onPath = new Set<Node>();
  const done = new Set<Node>();
  const visit = (node: Node) => {
    if (onPath.has(node)) {
      if (!z.globalRegistry.get(node)?.id && !names.has(node)) {
        const base = node._zod.def.type === 'lazy' ? 'JsonValue' : 'RecursiveSchema';
        const taken = new Set(names.values());
        let name = base;
        for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
        names.set(node, name);
        z.globalRegistry.add(node, { ...(z.globalRegistry.get(node) ?? {}), id: name });
      }
      return;
    }
    if (done.has(node)) return;
    onPath.add(node);
    for (const child of children(node)) visit(child);
    onPath.delete(node);
    done.add(node);
  };
  visit(schema);
}
