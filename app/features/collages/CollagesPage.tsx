import { useState } from 'react';
import type { CollageModel } from '#domain/collages';
import type { PinModel } from '#domain/models';
import { CollageTool } from './CollageTool';
import { PublishedCollages } from './PublishedCollages';

/** /collage-creation-tool: the tool, and under it the person's published collages. */
export function CollagesPage(props: { pins: readonly PinModel[]; draft: CollageModel | null }) {
  const [version, setVersion] = useState(0);
  return (
    <>
      <CollageTool
        pins={props.pins}
        draft={props.draft}
        onPublished={() => setVersion((v) => v + 1)}
      />
      <PublishedCollages version={version} />
    </>
  );
}
