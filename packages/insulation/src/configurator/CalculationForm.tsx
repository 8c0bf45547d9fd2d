/**
 * Every field of the selected calculation, grouped in fieldsets (object, medium, ambient,
 * insulation, operation, economics). Fields that do not apply are not rendered.
 */
import { useState, type ReactNode } from 'react';
import { SIZE_TABLES } from '@insulcalc/thermal';
import { CheckboxField, NumberField, SelectField, type SelectOption } from '../components/Fields';
import type { Ui } from '../components/ui';
import { nominalSizeLabel } from '../components/units';
import { effectiveEnums } from '../domain/defaults';
import {
  allSizesChoice,
  bridgeChoice,
  calculationTypeChoice,
  equipmentChoice,
  fuelChoice,
  layerAdded,
  layerRemoved,
  materialChoice,
  mediumChoice,
  productChoice,
  rangeEndChoice,
  sizeChoice,
  surfaceChoice,
} from '../domain/choices';
import { ownSurfaceEmissivity, surfaceEmissivityWithoutCladding } from './ownSurface';
import {
  CalculationType,
  SurfaceCoefficientMethod,
  enumOptions,
  type EnumerationName,
} from '../domain/enums';
import { calculationTypesFor, isFieldApplicable, thicknessTypesFor } from '../domain/applicability';
import type {
  Calculation,
  CalculationEnumPath,
  CalculationFieldChange,
  CalculationFieldPath,
  CalculationFieldValue,
} from '../domain/types';
import { fieldChange } from '@insulcalc/api-schema';
import { getField } from '../domain/paths';
import { plausibilityWarnings } from '../domain/plausibility';
import { isEnumMember } from '../domain/enums';
import { productTypesFor, productsForPicker, type ConfiguratorCodeLists } from './codeLists';
import {
  GROUPS,
  NUMBER_FIELDS,
  SUBCONSTRUCTION_FIELDS,
  fieldLabel,
  type GroupId,
  type NumberFieldDef,
} from './fields';

export interface CalculationFormProps {
  ui: Ui;
  calculation: Calculation;
  codeLists: ConfiguratorCodeLists;
  /** Engine errors by field path, translated. */
  fieldErrors: Record<string, string>;
  /** Field changes of the selected calculation, applied in order (the project slice's calculationFieldChanged). */
  onChange: (changes: FieldChange[]) => void;
  /**
   * A number field's text became invalid (or valid again): the stored value stays the last valid
   * one, so the results are out of date while any field is invalid. `label` is the field's label.
   */
  onFieldValidity?: (path: string, label: string, invalid: boolean) => void;
  /** Shown, not editable: every field and button of the form is disabled (a request's calculation). */
  readOnly?: boolean;
}

/** A typed edit of one field: a schema path and a value of its type. */
export type FieldChange = CalculationFieldChange;

/** The criteria of "calculate thickness": empty until the engineer picks one. */
const TARGET_FIELDS = [
  'mediumDetails.heatFlowDensity',
  'mediumDetails.insulationClass',
  'mediumDetails.surfaceTemperature',
  'mediumDetails.freezingTime',
  'mediumDetails.endTemperature',
  'mediumDetails.coolingTime',
];

const GROUP_TITLES: Record<GroupId, string> = {
  object: 'Insulation_Group_Object',
  medium: 'Insulation_Group_Medium',
  ambient: 'Insulation_Group_Ambient',
  insulation: 'Insulation_Group_Insulation',
  operation: 'Insulation_Group_Operation',
  economics: 'Insulation_Group_Economics',
};

export function CalculationForm({
  ui,
  calculation: c,
  codeLists,
  fieldErrors,
  onChange,
  onFieldValidity,
  readOnly = false,
}: CalculationFormProps) {
  const { t } = ui;
  const e = effectiveEnums(c);
  const [sizeNotice, setSizeNotice] = useState<string | null>(null);
  // The temperature products must take: the inlet temperature of a flowing medium, else the medium's.
  const designTemperature =
    e.calculationType === CalculationType.FlowingMedium
      ? c.mediumDetails.inletTemperature
      : c.mediumDetails.mediumTemperature;
  const applies = (path: CalculationFieldPath) => isFieldApplicable(c, path);
  // Fields that just appeared empty (the supports, when the box is ticked): their "required"
  // errors wait until the engineer has had a chance to fill them in.
  const [held, setHeld] = useState<ReadonlySet<string>>(() => new Set());
  const release = (path: string) =>
    setHeld((current) => {
      if (!current.has(path)) return current;
      const next = new Set(current);
      next.delete(path);
      return next;
    });
  const errorOf = (path: string) => (held.has(path) ? undefined : fieldErrors[path]);
  // Switching to "calculate thickness" shows the targets empty: their "required" waits until one
  // is typed (the results say what is missing meanwhile).
  const holdEmptyTargets = () =>
    setHeld(
      (current) =>
        new Set([
          ...current,
          ...TARGET_FIELDS.filter((p) => getField(c, p as CalculationFieldPath) === null),
        ]),
    );
  const set = <P extends CalculationFieldPath>(path: P, value: CalculationFieldValue<P>) => {
    release(path);
    onChange([fieldChange(path, value)]);
  };
  const num = (v: string) => (v === '' ? null : Number(v));

  const enumSelect = (
    path: CalculationEnumPath,
    enumeration: EnumerationName,
    value: number,
    allowed?: readonly number[],
    onSelect?: (v: number) => void,
  ) => (
    <SelectField
      key={path}
      path={path}
      label={t(`Insulation_Enum_${enumeration}`)}
      value={value}
      options={enumOptions(enumeration)
        .filter((o) => !allowed || allowed.includes(o.value))
        .map((o) => ({ value: o.value, label: t(o.labelKey) }))}
      error={fieldErrors[path]}
      onChange={(v) => {
        const value = Number(v);
        if (onSelect) onSelect(value);
        // The options are the enumeration's members: a value outside them is not an edit.
        else if (isEnumMember(enumeration, value))
          set(path, value as CalculationFieldValue<CalculationEnumPath>);
      }}
    />
  );

  // Implausible input computes and is said beside its field (issue 24 item 8).
  const mm = (v: number) => `${ui.measure(v, 'mm', 0).value} ${ui.units.unit('mm')}`;
  const warnings = plausibilityWarnings(c, codeLists.products);
  const warningAt = (path: string) => {
    const texts = warnings
      .filter((w) => w.path === path)
      .map((w) =>
        t(w.key, {
          ...w.values,
          ...(typeof w.values.max === 'number' ? { max: mm(w.values.max) } : {}),
          ...(w.lengths ? { thicknesses: w.lengths.map(mm).join(', ') } : {}),
        }),
      );
    return texts.length > 0 ? texts.join(' ') : undefined;
  };

  const numberField = (def: NumberFieldDef) =>
    applies(def.path) ? (
      <NumberField
        key={def.path}
        ui={ui}
        path={def.path}
        label={t(fieldLabel(def, c))}
        unit={def.unit?.(c)}
        value={getField(c, def.path)}
        optional={def.optional}
        min={def.min}
        max={def.max}
        externalError={errorOf(def.path)}
        warning={warningAt(def.path)}
        onChange={(v) => set(def.path, v)}
        onInvalidChange={(invalid) => onFieldValidity?.(def.path, t(fieldLabel(def, c)), invalid)}
      />
    ) : null;

  // In the all-diameter mode the size table gives diameter and wall thickness per size.
  const rangeMode = !!c.equipmentDetails.allDiameter && applies('equipmentDetails.fromNominalSize');
  const hidden = new Set(rangeMode ? ['equipmentDetails.diameter', 'equipmentDetails.wallThickness'] : []);
  const numbers = (group: GroupId) =>
    NUMBER_FIELDS.filter((f) => f.group === group && !hidden.has(f.path)).map(numberField);

  function changeMaterial(material: number) {
    const table = SIZE_TABLES[material as keyof typeof SIZE_TABLES];
    const props = codeLists.materials?.find((m) => m.id === material);
    const { changes, moved } = materialChoice(c, material, props, table?.sizes);
    if (changes.length === 0) return;
    setSizeNotice(
      moved && table
        ? t('Insulation_Size_NearestChosen', {
            size: sizeLabel(table.nominalSizeMeaning, moved.size),
            from: `${ui.measure(moved.from, 'mm', 1).value} ${ui.units.unit('mm')}`,
          })
        : null,
    );
    onChange(changes);
  }

  const sizeTable = SIZE_TABLES[e.material];
  /**
   * In the reader's units: "DN 50 (Ø 60.3 mm)" or "NPS 2 (Ø 2.374 in)"; tables named by outer
   * diameter: "54 × 2 mm". A DN label names no wall thickness: the wall field holds the one used
   * (spec §4's default 3.6 mm is not the table's 2.9 mm).
   */
  function sizeLabel(
    meaning: string | undefined,
    s: { nominalSize: number; diameter: number; wallThickness: number },
  ) {
    const dim = (mm: number) =>
      ui.units.system === 'SI' ? ui.formatInput(mm) : ui.measure(mm, 'mm', 1).value;
    const mm = ui.units.unit('mm');
    return meaning === 'DN'
      ? `${nominalSizeLabel(s.nominalSize, ui.units)} (Ø ${dim(s.diameter)} ${mm})`
      : `${dim(s.diameter)} × ${dim(s.wallThickness)} ${mm}`;
  }
  const sizeOptions = (sizeTable?.sizes ?? []).map((s) => ({
    value: s.nominalSize,
    label: sizeLabel(sizeTable?.nominalSizeMeaning, s),
  }));
  const sizeBy = (nominal: string) => sizeTable?.sizes.find((s) => String(s.nominalSize) === nominal);

  function pickSize(prefix: 'nominalSize' | 'fromNominalSize' | 'toNominalSize', value: string) {
    const size = sizeBy(value);
    if (!size) return;
    if (prefix === 'nominalSize') onChange(sizeChoice(size));
    else onChange(rangeEndChoice(prefix === 'fromNominalSize' ? 'from' : 'to', size));
  }

  const find = <T extends { id: number }>(items: readonly T[], value: string) =>
    items.find((i) => String(i.id) === value);

  // Pickers offer the active items. A chosen item an administrator has since deactivated stays
  // listed under its name, marked "no longer offered" (the lists are read with ?retired=true; the
  // calculation keeps its stored figures), never a blank picker. An item the list does not have at
  // all is "No longer offered"; an empty list is one still loading, not one without the item.
  const named = (
    items: readonly { id: number; name?: string; retired?: boolean }[],
    chosen?: number | null,
  ) => {
    const options: SelectOption[] = items
      .filter((i) => !i.retired)
      .map((i) => ({ value: i.id, label: i.name ?? String(i.id) }));
    if (typeof chosen === 'number' && items.length > 0 && !options.some((o) => o.value === chosen))
      options.push({
        value: chosen,
        label: retiredLabel(items.find((i) => i.id === chosen)?.name),
        retired: true,
      });
    return options;
  };
  const retiredLabel = (name: string | undefined) =>
    name ? t('Insulation_CodeList_NoLongerOfferedName', { name }) : t('Insulation_CodeList_NoLongerOffered');
  const none = t('Insulation_Common_None');
  const retiredNote = t('Insulation_CodeList_ChosenNoLongerOffered');

  // Condensation and the other types without operating figures: no empty economics box.
  const economicsApply =
    applies('operatingConditions.fuelTypeId') ||
    NUMBER_FIELDS.some((f) => f.group === 'economics' && applies(f.path));

  const groups: Record<GroupId, ReactNode> = {
    object: (
      <>
        {enumSelect('equipment', 'Equipment', e.equipment, undefined, (v) => onChange(equipmentChoice(c, v)))}
        {applies('orientation') && enumSelect('orientation', 'Orientation', e.orientation)}
        {applies('position') ? enumSelect('position', 'Position', e.position) : null}
        {enumSelect('material', 'Material', e.material, undefined, changeMaterial)}
        {applies('equipmentDetails.tankBottom') &&
          enumSelect('equipmentDetails.tankBottom', 'TankBottom', e.tankBottom)}
        {applies('equipmentDetails.nominalSize') && !rangeMode ? (
          <SelectField
            path="equipmentDetails.nominalSize"
            label={t('Insulation_Field_NominalSize')}
            value={
              sizeOptions.some((o) => o.value === c.equipmentDetails.nominalSize)
                ? c.equipmentDetails.nominalSize
                : ''
            }
            emptyLabel={t('Insulation_Field_CustomSize')}
            options={sizeOptions}
            error={fieldErrors['equipmentDetails.nominalSize']}
            onChange={(v) => {
              setSizeNotice(null);
              pickSize('nominalSize', v);
            }}
          />
        ) : null}
        <p className="icc-hint" role="status" data-testid="size-notice">
          {sizeNotice}
        </p>
        {applies('equipmentDetails.allDiameter') ? (
          <CheckboxField
            path="equipmentDetails.allDiameter"
            label={t('Insulation_Field_AllDiameter')}
            checked={!!c.equipmentDetails.allDiameter}
            onChange={(on) => onChange(allSizesChoice(c, on, sizeTable?.sizes ?? []))}
          />
        ) : null}
        {applies('equipmentDetails.fromNominalSize') ? (
          <>
            <SelectField
              path="equipmentDetails.fromNominalSize"
              label={t('Insulation_Field_FromNominalSize')}
              value={c.equipmentDetails.fromNominalSize}
              options={sizeOptions}
              error={fieldErrors['equipmentDetails.fromNominalSize']}
              onChange={(v) => pickSize('fromNominalSize', v)}
            />
            <SelectField
              path="equipmentDetails.toNominalSize"
              label={t('Insulation_Field_ToNominalSize')}
              value={c.equipmentDetails.toNominalSize}
              options={sizeOptions}
              error={fieldErrors['equipmentDetails.toNominalSize']}
              onChange={(v) => pickSize('toNominalSize', v)}
            />
          </>
        ) : null}
        {numbers('object')}
      </>
    ),
    medium: (
      <>
        {applies('mediumDetails.medium') ? (
          <SelectField
            path="mediumDetails.medium"
            label={t('Insulation_Field_Medium')}
            value={c.mediumDetails.medium}
            emptyLabel={none}
            options={named(codeLists.mediums, c.mediumDetails.medium)}
            retiredNote={retiredNote}
            onChange={(v) => onChange(mediumChoice(find(codeLists.mediums, v)))}
            error={fieldErrors['mediumDetails.medium']}
          />
        ) : null}
        {numbers('medium')}
      </>
    ),
    ambient: (
      <>
        {enumSelect('ambientConditions.ambientLocation', 'AmbientLocation', e.ambientLocation)}
        {numbers('ambient')}
      </>
    ),
    insulation: (
      <>
        {c.insulationInfo.map((layer, index) => {
          const products = productsForPicker(
            codeLists,
            layer.insulationProductTypeId,
            e.equipment,
            designTemperature,
          );
          const chosenProduct =
            layer.insulationProductId === null
              ? undefined
              : codeLists.products.find((p) => p.id === layer.insulationProductId);
          // Keep a chosen product listed even when it does not fit the current filter.
          if (chosenProduct && !products.some((p) => p.id === chosenProduct.id)) products.push(chosenProduct);
          const base = `insulationInfo.${index}` as const;
          return (
            <fieldset key={layer.insulationId} className="icc-layer">
              <legend>{t(index === 0 ? 'Insulation_Layer_Primary' : 'Insulation_Layer_Secondary')}</legend>
              <SelectField
                path={`${base}.insulationProductTypeId`}
                label={t('Insulation_Field_ProductType')}
                value={layer.insulationProductTypeId}
                emptyLabel={t('Insulation_Common_All')}
                options={named(productTypesFor(codeLists, e.equipment), layer.insulationProductTypeId)}
                retiredNote={retiredNote}
                onChange={(v) => set(`${base}.insulationProductTypeId`, num(v))}
              />
              <SelectField
                path={`${base}.insulationProductId`}
                label={t('Insulation_Field_Product')}
                value={layer.insulationProductId}
                emptyLabel={index === 0 ? t('Insulation_Field_NoInsulation') : none}
                // Recommended products are a group, not a prefix: typing "Stone" finds stone wool.
                options={products.map((p) => ({
                  value: p.id,
                  label: p.retired ? retiredLabel(p.name) : p.name,
                  retired: p.retired,
                  group: products.some((x) => x.recommended)
                    ? t(
                        p.recommended
                          ? 'Insulation_Product_RecommendedGroup'
                          : 'Insulation_Product_OtherGroup',
                      )
                    : undefined,
                }))}
                retiredNote={retiredNote}
                error={fieldErrors[`${base}.insulationProductId`]}
                onChange={(v) => onChange(productChoice(c, index, find(codeLists.products, v)))}
              />
              {warningAt(`${base}.insulationProductId`) ? (
                <p className="icc-field__warning" role="status" data-testid="field-warning">
                  {warningAt(`${base}.insulationProductId`)}
                </p>
              ) : null}
              {applies(`${base}.insulationThickness`) ? (
                <NumberField
                  ui={ui}
                  path={`${base}.insulationThickness`}
                  label={t('Insulation_Field_Thickness')}
                  unit="mm"
                  min={0}
                  value={layer.insulationThickness}
                  externalError={fieldErrors[`${base}.insulationThickness`]}
                  warning={warningAt(`${base}.insulationThickness`)}
                  onChange={(v) => set(`${base}.insulationThickness`, v)}
                  onInvalidChange={(invalid) =>
                    onFieldValidity?.(`${base}.insulationThickness`, t('Insulation_Field_Thickness'), invalid)
                  }
                />
              ) : (
                <p className="icc-hint">{t('Insulation_Hint_ThicknessCalculated')}</p>
              )}
              {index > 0 ? (
                <button
                  type="button"
                  className="icc-button icc-button--secondary"
                  onClick={() => onChange(layerRemoved(c, index))}
                >
                  {t('Insulation_Layer_Remove')}
                </button>
              ) : null}
            </fieldset>
          );
        })}
        {c.insulationInfo.length < 2 ? (
          <button
            type="button"
            className="icc-button icc-button--secondary"
            onClick={() => onChange(layerAdded(c))}
          >
            {t('Insulation_Layer_Add')}
          </button>
        ) : null}
        {applies('surface.surfaceMaterialId') ? (
          <SelectField
            path="surface.surfaceMaterialId"
            label={t('Insulation_Field_Surface')}
            value={c.surface.surfaceMaterialId}
            emptyLabel={none}
            options={named(codeLists.surfaceTypes, c.surface.surfaceMaterialId)}
            retiredNote={retiredNote}
            onChange={(v) =>
              onChange(
                surfaceChoice(
                  find(codeLists.surfaceTypes, v),
                  surfaceEmissivityWithoutCladding(c, codeLists.products),
                ),
              )
            }
          />
        ) : null}
        {applies('subconstruction.subconstructionEnabled') ? (
          <CheckboxField
            path="subconstruction.subconstructionEnabled"
            label={t('Insulation_Field_Subconstruction')}
            checked={!!c.subconstruction.subconstructionEnabled}
            onChange={(v) => {
              if (v)
                setHeld(
                  new Set(
                    ['thermalBridgeId', 'thermalConductivity', 'bridgeQuantity']
                      .map((f) => `subconstruction.${f}`)
                      .filter((p) => getField(c, p as CalculationFieldPath) === null),
                  ),
                );
              set('subconstruction.subconstructionEnabled', v);
            }}
          />
        ) : null}
        {applies('subconstruction.thermalBridgeId') ? (
          <SelectField
            path="subconstruction.thermalBridgeId"
            label={t('Insulation_Field_SubconstructionType')}
            value={c.subconstruction.thermalBridgeId}
            emptyLabel={none}
            options={named(codeLists.subconstructionTypes, c.subconstruction.thermalBridgeId)}
            retiredNote={retiredNote}
            onChange={(v) => {
              release('subconstruction.thermalBridgeId');
              release('subconstruction.thermalConductivity');
              onChange(bridgeChoice(find(codeLists.subconstructionTypes, v)));
            }}
            error={errorOf('subconstruction.thermalBridgeId')}
          />
        ) : null}
        {SUBCONSTRUCTION_FIELDS.filter(
          // The product's own surface is used: the field would show a value nothing reads.
          (f) =>
            f.path !== 'surface.surfaceEmissivity' || ownSurfaceEmissivity(c, codeLists.products) === null,
        ).map(numberField)}
      </>
    ),
    operation: (
      <>
        {enumSelect(
          'calculationTypes.calculationType',
          'CalculationType',
          e.calculationType,
          calculationTypesFor(c),
          (v) => onChange(calculationTypeChoice(c, v)),
        )}
        {enumSelect(
          'calculationTypes.insulationThicknessType',
          'ThicknessType',
          e.insulationThicknessType,
          thicknessTypesFor(e.equipment, e.calculationType),
          (v) => {
            if (!isEnumMember('ThicknessType', v)) return;
            holdEmptyTargets();
            set(
              'calculationTypes.insulationThicknessType',
              v as Calculation['calculationTypes']['insulationThicknessType'],
            );
          },
        )}
        {applies('calculationTypes.insulationTimeOrTemperatureType') &&
          enumSelect(
            'calculationTypes.insulationTimeOrTemperatureType',
            'TimeOrTemperature',
            e.insulationTimeOrTemperatureType,
          )}
        {applies('calculationTypes.standardType') &&
          enumSelect('calculationTypes.standardType', 'Standard', e.standardType)}
        {applies('calculationTypes.surfaceCoefficientMethod') &&
          enumSelect(
            'calculationTypes.surfaceCoefficientMethod',
            'SurfaceCoefficientMethod',
            e.surfaceCoefficientMethod,
            undefined,
            (v) => {
              if (!isEnumMember('SurfaceCoefficientMethod', v)) return;
              // The h_se field appears empty with method 3: no "required" before it could be typed.
              if (v === SurfaceCoefficientMethod.Given && c.calculationTypes.surfaceCoefficient === null)
                setHeld((current) => new Set([...current, 'calculationTypes.surfaceCoefficient']));
              set(
                'calculationTypes.surfaceCoefficientMethod',
                v as Calculation['calculationTypes']['surfaceCoefficientMethod'],
              );
            },
          )}
        {applies('mediumDetails.insulationClass') ? (
          <>
            {/* One "Standard": the class table the engine reads (standardType, shown above). */}
            <SelectField
              path="mediumDetails.insulationClass"
              label={t('Insulation_Field_TargetClass')}
              value={c.mediumDetails.insulationClass}
              emptyLabel={none}
              options={enumOptions('InsulationClass').map((o) => ({
                value: o.value,
                label: e.standardType === 1 ? o.name : String(o.value),
              }))}
              error={errorOf('mediumDetails.insulationClass')}
              onChange={(v) => {
                const value = num(v);
                release('mediumDetails.insulationClass');
                if (value === null || isEnumMember('InsulationClass', value))
                  set(
                    'mediumDetails.insulationClass',
                    value as Calculation['mediumDetails']['insulationClass'],
                  );
              }}
            />
          </>
        ) : null}
        {numbers('operation')}
      </>
    ),
    economics: (
      <>
        {applies('operatingConditions.fuelTypeId') ? (
          <SelectField
            path="operatingConditions.fuelTypeId"
            label={t('Insulation_Field_FuelType')}
            value={c.operatingConditions.fuelTypeId}
            emptyLabel={none}
            options={named(codeLists.fuelTypes, c.operatingConditions.fuelTypeId)}
            retiredNote={retiredNote}
            onChange={(v) => onChange(fuelChoice(find(codeLists.fuelTypes, v)))}
          />
        ) : null}
        {numbers('economics')}
      </>
    ),
  };

  return (
    <form
      className="icc-form"
      aria-label={t('Insulation_Form_Label')}
      onSubmit={(ev) => ev.preventDefault()}
      noValidate
    >
      {GROUPS.filter((group) => group !== 'economics' || economicsApply).map((group) => (
        // A disabled fieldset disables every control inside it (inputs, selects, layer buttons).
        <fieldset key={group} className="icc-group" data-group={group} disabled={readOnly}>
          <legend>{t(GROUP_TITLES[group])}</legend>
          <div className="icc-group__fields">{groups[group]}</div>
        </fieldset>
      ))}
    </form>
  );
}
