import { createContext, useContext } from 'react';
import { anonymousViewer, type Viewer } from '#domain/viewer';

const ViewerContext = createContext<{ viewer: Viewer; origin: string }>({
  viewer: anonymousViewer(),
  origin: 'http://localhost',
});

export function ViewerProvider(props: {
  viewer: Viewer;
  origin: string;
  children: React.ReactNode;
}) {
  return (
    <ViewerContext.Provider value={{ viewer: props.viewer, origin: props.origin }}>
      {props.children}
    </ViewerContext.Provider>
  );
}

/** Who is looking (spec 01 §3 Viewer), as the server saw it. */
export function useViewer(): Viewer {
  return useContext(ViewerContext).viewer;
}

/** Tessera's own origin: a link to it is not external (spec 01 §5). */
export function useOrigin(): string {
  return useContext(ViewerContext).origin;
}
