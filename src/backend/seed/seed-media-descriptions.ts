/**
 * What each sample picture shows, as its poster would describe it for someone who cannot see it:
 * the sample posts carry these, and so do the generated world's posts that show the same files.
 */
export const seedMediaDescriptions: Readonly<Record<string, string>> = {
  '/seed/balcony-tomatoes.svg':
    'Three tomato plants heavy with red fruit in blue buckets on a balcony, rooftops behind.',
  '/seed/bike-road.svg': 'A red road bike on a coastal road, the sea and a green hill behind it.',
  '/seed/book-stack.svg':
    'A stack of three books beside a lit lamp and a steaming cup on a bedside table.',
  '/seed/bowl-on-wheel.svg': 'A wide clay bowl taking shape on a potter’s wheel.',
  '/seed/city-night.svg':
    'An open laptop with code on a desk at night, lit office towers and a crescent moon outside.',
  '/seed/code-editor.svg':
    'A code editor with one highlighted line and a green check for a passing test.',
  '/seed/glazed-mugs.svg':
    'Four mugs on a shelf: three speckled oatmeal, one glossy green, with sparkles around it.',
  '/seed/sunrise-hills.svg':
    'The sun rising over purple hills, a winding road climbing towards it.',
};

/** The description of a sample picture; empty for anything else. */
export const seedMediaAlt = (mediaURL: string): string => seedMediaDescriptions[mediaURL] ?? '';
