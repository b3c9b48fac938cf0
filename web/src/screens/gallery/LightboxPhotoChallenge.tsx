import type { ChallengePromptView } from '#shared/schemas/challenges.js';
import { PhotoChallengeSelect } from '../../components/PhotoChallengeSelect';
import { useTexts } from '../../i18n/texts';
import './lightbox-challenge.css';

interface Props {
  code: string;
  token: string;
  photo: { id: string; promptId?: string | null | undefined };
  /** The prompts a guest may pick, from the gallery's one read of the challenges. */
  prompts: readonly ChallengePromptView[];
  onChanged: (photoId: string, promptId: string | null) => void;
}

/**
 * In the lightbox, on a guest's own photo (issue #33: "the guest may change or clear it until the event
 * ends"): the photo's challenge, for any of their photos, not only the camera's last one. The gallery
 * shows it while the event's challenges are on and open.
 */
export default function LightboxPhotoChallenge({ code, token, photo, prompts, onChanged }: Props) {
  const t = useTexts('prompts').lightbox;
  return (
    <PhotoChallengeSelect
      className="lightbox__challenge"
      code={code}
      token={token}
      photo={photo}
      prompts={prompts}
      label={t.label}
      hint={t.hint}
      onChanged={(promptId) => onChanged(photo.id, promptId)}
    />
  );
}
