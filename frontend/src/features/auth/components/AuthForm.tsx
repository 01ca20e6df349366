import { styled } from 'styled-components';

/** The vertical rhythm shared by the sign-in and sign-up forms. */
export const AuthForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;
