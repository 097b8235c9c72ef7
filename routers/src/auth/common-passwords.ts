/** The most used passwords (international and German lists), lower-cased, all at least 6 characters. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '123123', '123321', '654321',
  '111111', '000000', '222222', '555555', '666666', '777777', '888888', '999999', '112233', '121212',
  '123abc', 'abc123', 'abcdef', 'abcd1234', 'qwerty', 'qwertz', 'qwerty123', 'qwertz123', 'qwertyuiop',
  'asdfgh', 'asdfghjkl', 'yxcvbnm', 'zxcvbnm', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'password',
  'password1', 'password123', 'passwort', 'passwort1', 'passwort123', 'kennwort', 'geheim', 'geheim123',
  'hallo123', 'hallo1234', 'hallohallo', 'iloveyou', 'ichliebedich', 'schatz', 'schatzi', 'sommer',
  'sommer123', 'winter', 'fussball', 'fußball', 'schalke04', 'borussia', 'bayern', 'dortmund', 'werder',
  'deutschland', 'berlin', 'hamburg', 'muenchen', 'master', 'dragon', 'monkey', 'letmein', 'welcome',
  'willkommen', 'football', 'baseball', 'sunshine', 'princess', 'shadow', 'superman', 'michael',
  'charlie', 'jessica', 'daniel', 'thomas', 'andreas', 'stefan', 'sabine', 'nicole', 'killer', 'trustno1',
  'starwars', 'freedom', 'whatever', 'computer', 'internet', 'admin123', 'administrator', 'test123',
  'test1234', 'testtest', 'lol123', 'lollol', 'login123', 'secret', 'snoopy', 'pokemon', 'mustang',
  'hunter2', 'ficken', 'arschloch', 'kochclip', 'kochen', 'kochen123', 'rezept', 'rezepte', 'qwe123',
  'aaaaaa', 'a123456', 'a12345678', '1234qwer', 'qwer1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
]);
