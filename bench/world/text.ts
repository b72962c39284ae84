/**
 * Word lists for the generated world (npm run seed:scale). Fictional people and everyday posts;
 * several first names contain "ann" so that a people search for it finds many.
 */
import { pickOne, randomIndex, type Random } from './random';

export const firstNames = [
  'Anna',
  'Hannah',
  'Joanna',
  'Annika',
  'Marianne',
  'Leanne',
  'Susanna',
  'Annette',
  'Maya',
  'Tariq',
  'Amara',
  'Kenji',
  'Lucía',
  'Omar',
  'Priya',
  'Noah',
  'Elif',
  'Mateo',
  'Sofia',
  'Jonas',
  'Aiko',
  'Kwame',
  'Ines',
  'Ravi',
  'Zoe',
  'Felix',
  'Nadia',
  'Liam',
  'Chen',
  'Olga',
  'Diego',
  'Fatima',
  'Emil',
  'Greta',
  'Samir',
  'Yuki',
  'Clara',
  'Tomás',
  'Leila',
  'Arjun',
] as const;

export const lastNames = [
  'Lindqvist',
  'Haddad',
  'Okafor',
  'Watanabe',
  'Ferreira',
  'Novak',
  'Schmidt',
  'Rossi',
  'Kowalski',
  'Nguyen',
  'Santos',
  'Müller',
  'Ivanova',
  'Dubois',
  'Kim',
  'Mensah',
  'Larsen',
  'Costa',
  'Yilmaz',
  'Patel',
  'Moreau',
  'Tanaka',
  'Hughes',
  'García',
  'Berg',
  'Silva',
  'Nakamura',
  'Owusu',
  'Fischer',
  'Andersen',
] as const;

const bios = [
  'Weekend baker, weekday spreadsheet wrangler.',
  'Cycling, coffee and the occasional long walk with a podcast.',
  'Learning the guitar slowly and loudly.',
  'Plants, books and a very opinionated cat.',
  'Photos of clouds, mostly. Sometimes birds.',
  'Teacher by day, amateur astronomer by night 🔭',
  'Trying every noodle shop in town, one bowl at a time 🍜',
  'Runner. Reader. Reluctant early riser.',
  'Making small games and smaller mistakes.',
  'Here for the gardening threads 🌱',
] as const;

const sentences = [
  'Finally fixed the squeaky door and the whole flat feels calmer.',
  'Tried a new bread recipe this morning and it actually rose.',
  'The park was full of dogs today, best commute in weeks.',
  'Reading on the train again, three chapters before my stop.',
  'Rain all day, so the plan is soup and an old film.',
  'Our street market had the first strawberries of the season.',
  'Spent the evening sorting photos from last summer.',
  'New running shoes, same slow pace, much happier feet.',
  'The library has a seed swap now and I took far too many packets.',
  'Repotted the monstera and it immediately dropped a leaf in protest.',
  'Coffee tasted better than usual, no idea why.',
  'Learned three chords today, my neighbours learned patience.',
  'Walked home the long way to catch the sunset over the river.',
  'Made pancakes for the whole building, or at least for the second floor.',
  'Small win: inbox at zero for almost an hour.',
  'The bus driver was whistling the entire route and honestly it helped.',
  'Found a second-hand book with notes in the margins from 1987.',
  'Rode to the lake and back before the heat set in.',
  'Kitchen experiment of the week: miso in everything.',
  'Tidied the balcony and discovered a tomato plant I forgot about.',
  'Watched the storm roll in from the window with a cup of tea.',
  'First swim of the year and the water was very, very honest.',
  'Fixed a bug that had been annoying me for a week, one line of code.',
  'The neighbourhood choir rehearses on Thursdays and I can hear every note.',
] as const;

const emojis = ['🎉', '☕', '🌱', '🚲', '📚', '🍅', '✨', '😂', '🔥', '🌧️', '🐶', '🎸'] as const;
const hashtags = ['#weekend', '#murmur', '#smallwins', '#cooking', '#outside', '#books'] as const;

const replyLines = [
  'Love this!',
  'Same here, every single time.',
  'Where was this taken?',
  'This made my morning.',
  'Save me a slice next time 😄',
  'Totally agree.',
  'Ha, I needed that today.',
  'Beautiful light in this one.',
  'Recipe please!',
  'Good luck with it, keep us posted.',
] as const;

export const mediaUrls = [
  '/seed/balcony-tomatoes.svg',
  '/seed/bike-road.svg',
  '/seed/book-stack.svg',
  '/seed/bowl-on-wheel.svg',
  '/seed/city-night.svg',
  '/seed/code-editor.svg',
  '/seed/glazed-mugs.svg',
  '/seed/sunrise-hills.svg',
] as const;

export const avatarFor = (random: Random) =>
  random() < 0.2 ? '' : `/avatars/avatar-${1 + randomIndex(random, 6)}.svg`;

export const bioFor = (random: Random) => (random() < 0.4 ? '' : pickOne(random, bios));

/**
 * A post's text: mostly one or two sentences, sometimes up to five on separate lines; some with
 * an emoji or a hashtag. At most about 450 characters, under the 500 a post may have.
 */
export function postContent(random: Random): string {
  const count = 1 + Math.floor(random() * random() * 5);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(pickOne(random, sentences));
  let text = parts.join(random() < 0.2 ? '\n' : ' ');
  if (random() < 0.25) text += ` ${pickOne(random, emojis)}`;
  if (random() < 0.1) text += ` ${pickOne(random, hashtags)}`;
  return text;
}

export const replyText = (random: Random) =>
  pickOne(random, replyLines) + (random() < 0.2 ? ` ${pickOne(random, emojis)}` : '');
