/**
 * English verbs whose past forms WordNet's index does not list ("done", "taught", "written"): each
 * past tense or participle with its base form, so that "jobs each done by one engineer" reads a
 * verb the way "jobs each fixed by one engineer" does.
 */
const IRREGULAR_PAST: Record<string, string> = Object.fromEntries(
  `done:do did:do made:make given:give gave:give taken:take took:take written:write wrote:write
  sold:sell kept:keep held:hold seen:see saw:see shown:show bought:buy brought:bring taught:teach
  caught:catch built:build sent:send paid:pay led:lead met:meet won:win lost:lose chosen:choose
  chose:choose drawn:draw drew:draw grown:grow grew:grow thrown:throw threw:throw worn:wear
  wore:wear torn:tear tore:tear ridden:ride rode:ride driven:drive drove:drive eaten:eat ate:eat
  fallen:fall fell:fall hidden:hide hid:hide spoken:speak spoke:speak stolen:steal stole:steal
  begun:begin began:begin sung:sing sang:sing dug:dig hung:hang fed:feed bred:breed shot:shoot
  left:leave felt:feel dealt:deal meant:mean slept:sleep swept:sweep lent:lend spent:spend
  bent:bend told:tell stood:stand sat:sit spun:spin stuck:stick struck:strike flown:fly flew:fly
  known:know knew:know blown:blow blew:blow gone:go went:go came:come became:become forgotten:forget
  frozen:freeze froze:freeze shaken:shake shook:shake woken:wake woke:wake bitten:bite bit:bite
  beaten:beat laid:lay lit:light sought:seek fought:fight thought:think bound:bind heard:hear
  said:say sewn:sew shorn:shear sown:sow mown:mow proven:prove swum:swim swam:swim rung:ring
  rang:ring sunk:sink sank:sink hit:hit cut:cut put:put set:set let:let read:read split:split
  spread:spread shut:shut`
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
);

/** The base form of an irregular past ("taught" → "teach"), or undefined. */
export const baseOfIrregular = (word: string): string | undefined => IRREGULAR_PAST[word];
