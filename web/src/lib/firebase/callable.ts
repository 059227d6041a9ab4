/**
 * Calls a callable Cloud Function by name and returns its result. Every call of the web client goes
 * through here, so what a call needs (the Functions SDK, loaded on first use; App Check) is in one
 * place. Errors are the SDK's FunctionsError ('functions/<code>').
 */
export async function callFunction<Request, Result = unknown>(name: string, data: Request): Promise<Result> {
  const [{ functions }, { httpsCallable }] = await Promise.all([import('./functions'), import('firebase/functions')]);
  const { data: result } = await httpsCallable<Request, Result>(functions, name)(data);
  return result;
}
