import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';

const StyledError = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
  padding-block: ${({ theme }) => theme.space(20)};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

const StyledText = styled.p`
  max-width: 55ch;
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * What a page shows when it throws or its code fails to load (often a new release replaced the
 * files an old tab asks for: reloading fetches the current ones). The rest of the shell keeps working.
 */
export function RouteErrorFallback() {
  function handleReload() {
    window.location.reload();
  }

  return (
    <Container>
      <StyledError role="alert">
        <StyledTitle>Something went wrong</StyledTitle>
        <StyledText>
          This page could not be displayed. Reloading usually fixes it; if it keeps happening,
          please come back a little later.
        </StyledText>
        <StyledActions>
          <Button onClick={handleReload}>Reload the page</Button>
          <Link to="/">Go to the home page</Link>
        </StyledActions>
      </StyledError>
    </Container>
  );
}

export interface RouteErrorBoundaryProps {
  /** The location key: moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  errorKey: string | null;
}

/** Catches a page's errors (including a page chunk that failed to load) for the fallback above. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    if (state.error === null) return null;
    if (state.errorKey === null) return { errorKey: props.resetKey };
    return state.errorKey === props.resetKey ? null : { error: null, errorKey: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorFallback />;
  }
}
