import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { fieldIssues } from '../../lib/errors';
import { PASSWORD_HINT, toRegisterInput, validateRegister, type TRegisterValues } from './auth-validation';
import { useRegister } from './use-auth';
import { useForm } from './use-form';

const INITIAL: TRegisterValues = { firstName: '', lastName: '', username: '', email: '', password: '' };

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const register = useRegister();
  const form = useForm(INITIAL, validateRegister);

  const submit = form.handleSubmit((values) => {
    register.mutate(toRegisterInput(values), {
      onSuccess,
      onError: (error) => form.setServerErrors(fieldIssues(error)),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Registrieren">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Vorname" labelSuffix="(optional)" autoComplete="given-name" {...form.fieldProps('firstName')} />
        <FormField label="Nachname" labelSuffix="(optional)" autoComplete="family-name" {...form.fieldProps('lastName')} />
      </div>
      <FormField
        label="Benutzername"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.fieldProps('username')}
      />
      <FormField
        label="E-Mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        {...form.fieldProps('email')}
      />
      <FormField
        label="Passwort"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...form.fieldProps('password')}
      />
      <Button type="submit" size="lg" pending={register.isPending} className="mt-2 w-full">
        Konto erstellen
      </Button>
      {/* A full page load: the privacy page is served by the server, not a route of the app. */}
      <p className="text-center text-xs text-stone-600">
        Wie wir mit deinen Daten umgehen, steht in der{' '}
        <a href="/datenschutz" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Datenschutzerklärung
        </a>
        .
      </p>
    </form>
  );
}
