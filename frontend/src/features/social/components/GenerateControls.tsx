import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { GENERATE_LENGTHS, GENERATE_TONES, type GenerateChoices } from '../composer';
import { SparkIcon } from '../socialIcons';

const StyledControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 500;
  }

  select {
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    font: inherit;
    cursor: pointer;
  }
`;

export interface GenerateControlsProps {
  choices: GenerateChoices;
  onChoicesChange: (choices: GenerateChoices) => void;
  onGenerate: () => void;
  generating: boolean;
  /** The text is still the generated post: offer to put the topic back. */
  canUndo: boolean;
  onUndo: () => void;
}

/** Beside "Post content": the tone and length to ask for, Generate with AI, and its Undo. */
export function GenerateControls({
  choices,
  onChoicesChange,
  onGenerate,
  generating,
  canUndo,
  onUndo,
}: GenerateControlsProps) {
  return (
    <StyledControls role="group" aria-label="Generate with AI">
      <label>
        Tone
        <select
          value={choices.tone}
          onChange={(event) =>
            onChoicesChange({ ...choices, tone: event.target.value as GenerateChoices['tone'] })
          }
        >
          {GENERATE_TONES.map((tone) => (
            <option key={tone.value} value={tone.value}>
              {tone.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Length
        <select
          value={choices.length}
          onChange={(event) =>
            onChoicesChange({
              ...choices,
              length: event.target.value as GenerateChoices['length'],
            })
          }
        >
          {GENERATE_LENGTHS.map((length) => (
            <option key={length.value} value={length.value}>
              {length.label}
            </option>
          ))}
        </select>
      </label>
      {canUndo && (
        <Button variant="ghost" size="sm" onClick={onUndo}>
          Undo
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={onGenerate} disabled={generating}>
        <SparkIcon />
        {generating ? 'Generating...' : 'Generate with AI'}
      </Button>
    </StyledControls>
  );
}
