import { PhotoChallengeSelect } from '../../components/PhotoChallengeSelect';
import { useTexts } from '../../i18n/texts';
import { visiblePrompts } from '../../model/challenges/promptLabel';
import { useEventChallenges } from '../../model/challenges/useEventChallenges';
import './lightbox-challenge.css';

interface Props {
  code: string;
  token: string;
  photo: { id: string; promptId?: string | null | undefined };
  onChanged: (photoId: string, promptId: string | null) => void;
}

/**
 * In the lightbox, on a guest's own photo (issue #33: "the guest may change or clear it until the event
 * ends"): the photo's challenge, for any of their photos, not only the camera's last one. Shown while the
 * event's challenges are on and open; one read of the challenges while the lightbox stays open.
 */
export default function LightboxPhotoChallenge({ code, token, photo, onChanged }: Props) {
  const t = useTexts('prompts').lightbox;
  const { state } = useEventChallenges(code, token);
  if (state.phase !== 'ready' || !state.view.enabled || state.view.closed) return null;
  const prompts = visiblePrompts(state.view.prompts);
  if (prompts.length === 0) return null;
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
