import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { codeListItem } from '../../db/schema/codelists';
import { entity, entityAttribute } from '../../db/schema/entities';
import { form, formGroup, formVersion } from '../../db/schema/forms';
import { navigationItem } from '../../db/schema/navigation';
import { translation } from '../../db/schema/translations';
import { view } from '../../db/schema/views';
import { LANGUAGE_CODES } from '../translations/index';
import type { ConsistencyConfiguration } from './types';

/** Lists that exist without items in code_list_item (their entries come from elsewhere). */
export const BUILTIN_CODE_LISTS = ['languages'] as const;

/** Reads the whole configuration once: a handful of queries, no per-object round trips. */
export async function loadConfiguration(db: Db): Promise<ConsistencyConfiguration> {
  const [entities, attributes, views, items, groups, forms, versions, navigation, texts] = await Promise.all([
    db.select().from(entity),
    db.select().from(entityAttribute),
    db.select().from(view),
    db.select().from(codeListItem),
    db.select().from(formGroup),
    db.select().from(form),
    db
      .select()
      .from(formVersion)
      .where(inArray(formVersion.status, ['draft', 'published'])),
    db.select().from(navigationItem),
    db
      .select({ key: translation.key, language: translation.language, text: translation.text })
      .from(translation),
  ]);
  const config: ConsistencyConfiguration = {
    entities: new Map(
      entities.map((e) => [
        e.id,
        { id: e.id, displayNameKey: e.displayNameKey, readLevel: e.permissions.read, attributes: new Map() },
      ]),
    ),
    views: views.map((v) => ({ id: v.id, entityId: v.entityId, definition: v.definition })),
    codeLists: new Map(BUILTIN_CODE_LISTS.map((name) => [name, []])),
    formGroups: groups.map((g) => ({
      id: g.id,
      entityId: g.entityId,
      name: g.name,
      titleKey: g.titleKey,
      route: g.route,
    })),
    forms: forms.map((f) => ({
      id: f.id,
      formGroupId: f.formGroupId,
      name: f.name,
      sectionName: f.sectionName,
      titleKey: f.titleKey,
      tooltipKey: f.tooltipKey,
      saveMessageKey: f.saveMessageKey,
      publishedVersion: f.publishedVersion,
      versions: versions
        .filter((v) => v.formId === f.id)
        .sort((a, b) => a.version - b.version)
        .map((v) => ({
          version: v.version,
          status: v.status,
          definition: v.definition,
          javascript: v.javascript,
        })),
    })),
    navigation: navigation.map((n) => ({
      id: n.id,
      parentId: n.parentId,
      titleKey: n.titleKey,
      tooltipKey: n.tooltipKey,
      url: n.url,
    })),
    translations: new Map(),
    languages: LANGUAGE_CODES,
  };
  for (const a of attributes)
    config.entities.get(a.entityId)?.attributes.set(a.name, {
      name: a.name,
      dataType: a.dataType,
      displayNameKey: a.displayNameKey,
      options: a.options ?? null,
    });
  for (const item of items) {
    let list = config.codeLists.get(item.list);
    if (!list) config.codeLists.set(item.list, (list = []));
    list.push({ id: String(item.id), code: item.code, nameKey: item.nameKey, isActive: item.isActive });
  }
  for (const t of texts) {
    let byLanguage = config.translations.get(t.key);
    if (!byLanguage) config.translations.set(t.key, (byLanguage = new Map()));
    byLanguage.set(t.language, t.text);
  }
  return config;
}
