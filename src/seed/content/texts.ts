/** Long texts with their own routes: the short story 1:9 and the paper excerpt. */
export const texts = [
  {
    slug: '19',
    title: '1:9',
    subtitle: 'A short story',
    body: `The clock in the harbour office had stopped at nine minutes past one, and nobody had wound it since the storm.

Mara passed it every morning on her way to the boats. She liked that it was wrong. It made the rest of the day feel negotiable, as if time itself had agreed to wait while she decided what to do with it.

Her father had promised to be back by the turn of the tide. That was eleven years ago. The tide had turned some eight thousand times since then, and each time she had stood on the harbour wall and counted the boats. There were fourteen in the good years and nine in the bad ones, and never, not once, the blue one with the white stripe along its side.

The harbour master, a patient man called Ewan who smelled of tar and peppermint, had stopped asking her whether she wanted a cup of tea. He simply left one on the wall beside her, and collected the cup when it was cold. Sometimes she drank it. Mostly she held it, because it was something warm to hold while the water decided what it was going to give back.

People in the village said she was waiting. She did not think of it that way. Waiting was for buses and letters and the end of winter. What she did was closer to keeping a promise that nobody had asked her to keep, the way you keep walking in step with someone long after they have let go of your hand.

On the morning the clockmaker finally came, she asked him to leave it as it was. He looked at her for a long moment, then at the clock, and then he set down his tools. He had come a long way, from the city, with a leather case of small brass wheels and a list of towns whose clocks had all stopped in the same storm.

"Some things," he said, "are not broken. They are just finished."

She did not answer him. She watched him pack the brass wheels back into their velvet beds, one by one, and she felt something in her chest loosen that she had not known was tight. It was not grief, exactly. Grief she knew; grief had been her companion on the wall for eleven years. This was lighter. It felt like setting down a bag she had carried so long that her arm had forgotten it was carrying anything at all.

She walked to the end of the wall. The water was going out, the way it always did, pulling the weed flat and showing the old iron rings where boats had been tied for two hundred years. A gull stood on the last bollard and regarded her without interest.

For the first time, she did not count the boats. She counted her own breaths instead, slowly, and noticed that each one arrived without being asked and left without being held. One. Nine. The numbers on the stopped clock, she thought, were only a breath in and a long breath out.

Behind her, in the harbour office, Ewan set down a cup of tea on the wall, and this time she turned around and thanked him.`,
    continuesNote: '(continues...)',
  },
  {
    slug: 'the-potential-neuroscience-of-repressed-emotion',
    title: 'The Potential Neuroscience of Repressed Emotion',
    subtitle: 'A speculative paper (excerpt)',
    body: `Abstract. Clinical traditions from psychoanalysis to modern somatic therapies share the intuition that emotion can be held back and stored, and that releasing it brings relief. This paper asks what such storage could mean in terms of the brain.

We review evidence on expressive suppression, which reliably increases physiological arousal while reducing visible expression, and on memory reconsolidation, in which recalled emotional memories become briefly open to change.

We propose that "letting go" may describe a sequence in which an emotional memory is reactivated, fully attended to without suppression, and then reconsolidated with a weaker link between the cue and the bodily response.

This account makes testable predictions: release practice should reduce skin-conductance responses to personal cues over sessions, and should show increased ventromedial prefrontal engagement during the practice itself.`,
    continuesNote: 'The paper continues. The full draft is available on request.',
  },
]
