/** Long texts with their own routes: the short story 1:9 and the paper excerpt. */
export const texts = [
  {
    slug: '19',
    title: '1:9',
    subtitle: 'A short story',
    body: `The clock in the harbour office had stopped at nine minutes past one, and nobody had wound it since the storm.

Mara passed it every morning on her way to the boats. She liked that it was wrong. It made the rest of the day feel negotiable, as if time itself had agreed to wait while she decided what to do with it.

Her father had promised to be back by the turn of the tide. That was eleven years ago. The tide had turned some eight thousand times since then, and each time she had stood on the harbour wall and counted the boats.

On the morning the clockmaker finally came, she asked him to leave it as it was. He looked at her for a long moment, then at the clock, and then he set down his tools.

"Some things," he said, "are not broken. They are just finished."

She walked to the end of the wall. The water was going out. For the first time, she did not count the boats.`,
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
