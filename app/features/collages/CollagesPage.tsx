import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { CollageListItem, CollageModel } from '#domain/boards/collages';
import type { PinModel } from '#domain/pins/models';
import { CollageTool } from './CollageTool';
import { DraftList } from './DraftList';
import { PublishedCollages } from './PublishedCollages';

/**
 * /collage-creation-tool: the tool, the person's drafts (each reopened with `?id=`) and their
 * published collages. A saved draft refreshes the drafts; a published one goes to the list.
 */
export function CollagesPage(props: {
  pins: readonly PinModel[];
  draft: CollageModel | null;
  drafts: readonly CollageListItem[];
}) {
  const [version, setVersion] = useState(0);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  return (
    <>
      <CollageTool
        pins={props.pins}
        draft={props.draft}
        onSaved={() => void revalidator.revalidate()}
        onDeleted={() => {
          if (props.draft) void navigate('/collage-creation-tool', { replace: true });
          else void revalidator.revalidate();
        }}
        onPublished={() => {
          setVersion((v) => v + 1);
          if (props.draft) void navigate('/collage-creation-tool', { replace: true });
          else void revalidator.revalidate();
        }}
      />
      <DraftList drafts={props.drafts} editing={props.draft?.id ?? null} />
      <PublishedCollages version={version} />
    </>
  );
}
