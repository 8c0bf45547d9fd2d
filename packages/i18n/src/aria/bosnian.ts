/**
 * Bosnian texts of React Aria (screen-reader labels and announcements), which ships 34 languages
 * but not Bosnian. Written for the packages the form controls use: the lookups' combo boxes
 * (combobox, overlays, listbox labels), tags, grids and lists, search fields, menus, and the date,
 * time and number fields. The other packages' texts come from React Aria's Croatian table (see
 * `ariaStrings.ts`), the closest of its languages.
 *
 * Shape: React Aria's own (`@internationalized/string`): a text, or a function of the arguments
 * and a formatter whose `plural` follows the provider locale's plural rules (one, few, other).
 */

/** The formatter React Aria passes to a text function (a subset of LocalizedStringFormatter). */
export interface AriaFormatter {
  plural(count: number, options: Record<string, string | (() => string)>, type?: Intl.PluralRuleType): string;
  number(value: number): string;
  select(options: Record<string, string | (() => string)>, value: unknown): string;
}

type Args = Record<string, string | number | boolean>;
export type AriaText = string | ((args: Args, formatter: AriaFormatter) => string);
export type AriaStrings = Record<string, Record<string, AriaText>>;

export const bosnianAriaStrings: AriaStrings = {
  '@react-aria/combobox': {
    buttonLabel: 'Prikaži prijedloge',
    countAnnouncement: (a, f) =>
      `${f.plural(Number(a.optionCount), {
        one: () => `Dostupna je ${f.number(Number(a.optionCount))} opcija`,
        few: () => `Dostupne su ${f.number(Number(a.optionCount))} opcije`,
        other: () => `Dostupno je ${f.number(Number(a.optionCount))} opcija`,
      })}.`,
    focusAnnouncement: (a, f) =>
      `${f.select(
        {
          true: () =>
            `Ušli ste u grupu ${String(a.groupTitle)}, s ${f.plural(Number(a.groupCount), {
              one: () => `${f.number(Number(a.groupCount))} opcijom`,
              other: () => `${f.number(Number(a.groupCount))} opcija`,
            })}. `,
          other: '',
        },
        a.isGroupChange,
      )}${String(a.optionText)}${f.select({ true: ', odabrano', other: '' }, a.isSelected)}`,
    listboxLabel: 'Prijedlozi',
    selectedAnnouncement: (a) => `${String(a.optionText)}, odabrano`,
  },
  '@react-aria/overlays': {
    dismiss: 'Zatvori',
  },
  '@react-aria/autocomplete': {
    collectionLabel: 'Prijedlozi',
  },
  '@react-aria/searchfield': {
    'Clear search': 'Obriši pretragu',
  },
  '@react-aria/tag': {
    removeButtonLabel: 'Ukloni',
    removeDescription: 'Pritisnite Delete da uklonite oznaku.',
  },
  '@react-aria/grid': {
    deselectedItem: (a) => `Stavka ${String(a.item)} nije odabrana.`,
    longPressToSelect: 'Dugo pritisnite da pređete u odabir.',
    select: 'Odaberi',
    selectedAll: 'Sve stavke su odabrane.',
    selectedCount: (a, f) =>
      `${f.plural(Number(a.count), {
        '=0': 'Nijedna stavka nije odabrana',
        one: () => `Odabrana je ${f.number(Number(a.count))} stavka`,
        few: () => `Odabrane su ${f.number(Number(a.count))} stavke`,
        other: () => `Odabrano je ${f.number(Number(a.count))} stavki`,
      })}.`,
    selectedItem: (a) => `Stavka ${String(a.item)} je odabrana.`,
  },
  '@react-aria/gridlist': {
    hasActionAnnouncement: 'red ima radnju',
    hasLinkAnnouncement: (a) => `red ima link: ${String(a.link)}`,
  },
  '@react-aria/table': {
    ascending: 'rastuće',
    ascendingSort: (a) => `sortirano po koloni ${String(a.columnName)} rastućim redoslijedom`,
    collapse: 'Skupi',
    columnSize: (a) => `${String(a.value)} piksela`,
    descending: 'opadajuće',
    descendingSort: (a) => `sortirano po koloni ${String(a.columnName)} opadajućim redoslijedom`,
    expand: 'Proširi',
    resizerDescription: 'Pritisnite Enter da počnete mijenjati širinu',
    select: 'Odaberi',
    selectAll: 'Odaberi sve',
    sortable: 'kolona koja se može sortirati',
  },
  '@react-aria/menu': {
    longPressMessage: 'Dugo pritisnite ili pritisnite Alt + strelicu nadolje da otvorite meni',
  },
  '@react-aria/datepicker': {
    calendar: 'Kalendar',
    day: 'dan',
    dayPeriod: 'prijepodne/poslijepodne',
    endDate: 'Datum završetka',
    era: 'era',
    hour: 'sat',
    minute: 'minuta',
    month: 'mjesec',
    second: 'sekunda',
    selectedDateDescription: (a) => `Odabrani datum: ${String(a.date)}`,
    selectedRangeDescription: (a) => `Odabrani period: od ${String(a.startDate)} do ${String(a.endDate)}`,
    selectedTimeDescription: (a) => `Odabrano vrijeme: ${String(a.time)}`,
    startDate: 'Datum početka',
    timeZoneName: 'vremenska zona',
    weekday: 'dan u sedmici',
    year: 'godina',
  },
  '@react-stately/datepicker': {
    rangeOverflow: (a) => `Vrijednost mora biti ${String(a.maxValue)} ili ranije.`,
    rangeReversed: 'Datum početka mora biti prije datuma završetka.',
    rangeUnderflow: (a) => `Vrijednost mora biti ${String(a.minValue)} ili kasnije.`,
    unavailableDate: 'Odabrani datum nije dostupan.',
  },
  '@react-aria/spinbutton': {
    Empty: 'Prazno',
  },
  '@react-aria/numberfield': {
    decrease: (a) => `Smanji ${String(a.fieldLabel)}`,
    increase: (a) => `Povećaj ${String(a.fieldLabel)}`,
    numberField: 'Polje za broj',
  },
  '@react-aria/toast': {
    close: 'Zatvori',
    notifications: (a, f) =>
      `${f.plural(Number(a.count), {
        one: () => `${f.number(Number(a.count))} obavještenje`,
        other: () => `${f.number(Number(a.count))} obavještenja`,
      })}.`,
  },
  '@react-aria/breadcrumbs': {
    breadcrumbs: 'Putanja navigacije',
  },
  '@react-aria/tree': {
    collapse: 'Skupi',
    expand: 'Proširi',
  },
  '@react-aria/steplist': {
    steplist: 'Lista koraka',
  },
  'react-aria-components': {
    colorSwatchPicker: 'Uzorci boja',
    dropzoneLabel: 'Zona za ispuštanje',
    selectPlaceholder: 'Odaberite stavku',
    tableResizer: 'Promjena širine',
  },
};
