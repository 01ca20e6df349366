import { styled } from 'styled-components';

/** The page shell's parts, shared by the app's layout (AppLayout) and the public pages' (islands). */
export const MAIN_ID = 'main';

export const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const StyledMain = styled.main`
  flex: 1;

  &:focus {
    outline: none;
  }
`;
