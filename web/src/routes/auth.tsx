import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../components/layout/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { AuthMarketing } from '../features/auth/auth-marketing';
import { safeNextPath } from '../features/auth/next-path';
import { LoginForm } from '../features/auth/login-form';
import { RegisterForm } from '../features/auth/register-form';

type TAuthTab = 'login' | 'register';

export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const tab: TAuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const next = searchParams.get('next');
  const goHome = () => void navigate(safeNextPath(next), { replace: true });

  return (
    <Page title={tab === 'register' ? 'Registrieren' : 'Anmelden'} className="md:py-14">
      <div className="grid items-stretch gap-8 md:grid-cols-2 lg:gap-12">
        <AuthMarketing />
        <div className="mx-auto w-full max-w-md md:py-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">
            {tab === 'register' ? 'Konto erstellen' : 'Willkommen zurück'}
          </h1>
          <p className="mt-2 text-stone-600">
            {tab === 'register'
              ? 'Registriere dich kostenlos und speichere deine Lieblingsrezepte.'
              : 'Melde dich an, um Rezepte zu erstellen und zu speichern.'}
          </p>
          <Tabs
            value={tab}
            onValueChange={(value) =>
              setSearchParams(
                { ...(value === 'register' ? { tab: 'register' } : {}), ...(next ? { next } : {}) },
                { replace: true },
              )
            }
            className="mt-6"
          >
            <TabsList label="Anmelden oder registrieren">
              <TabsTrigger value="login">Anmelden</TabsTrigger>
              <TabsTrigger value="register">Registrieren</TabsTrigger>
            </TabsList>
            <div className="mt-4 rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6">
              <TabsContent value="login">
                <LoginForm onSuccess={goHome} />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm onSuccess={goHome} />
              </TabsContent>
            </div>
          </Tabs>
        </div>
      </div>
    </Page>
  );
}
