import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { fieldIssues } from '../../lib/errors';
import { toLoginInput, validateLogin, type TLoginValues } from './auth-validation';
import { useLogin } from './use-auth';
import { useForm } from './use-form';

const INITIAL: TLoginValues = { username: '', password: '' };

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const form = useForm(INITIAL, validateLogin);

  const submit = form.handleSubmit((values) => {
    login.mutate(toLoginInput(values), {
      onSuccess,
      onError: (error) => form.setServerErrors(fieldIssues(error)),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Anmelden">
      <FormField
        label="Benutzername"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.fieldProps('username')}
      />
      <FormField label="Passwort" type="password" autoComplete="current-password" {...form.fieldProps('password')} />
      <Link to="/passwort-vergessen" className="-mt-2 self-end text-sm font-medium text-brand-700 hover:underline">
        Passwort vergessen?
      </Link>
      <Button type="submit" size="lg" pending={login.isPending} className="mt-2 w-full">
        Anmelden
      </Button>
    </form>
  );
}
