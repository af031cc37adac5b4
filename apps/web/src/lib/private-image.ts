import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { storage } from './storage.ts';

/**
 * A private upload (a payment proof, a signature) as an object URL: the file server answers
 * only with the owner's token in the Authorization header, which an <img src> cannot send.
 */
async function fetchPrivateFile(path: string, signal: AbortSignal): Promise<Blob> {
  const token = storage.getToken();
  const response = await fetch(`${storage.getFileHost() ?? '/files/'}${path}`, {
    headers: token ? { authorization: token } : {},
    signal,
  });
  if (!response.ok) throw new Error(`file ${response.status}`);
  return response.blob();
}

export function usePrivateImage(path: string | undefined) {
  const blob = useQuery({
    queryKey: ['privateFile', path],
    queryFn: ({ signal }) => fetchPrivateFile(path!, signal),
    enabled: path !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob.data) return;
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);
  return { url, isError: blob.isError, isPending: blob.isPending && path !== undefined, retry: blob.refetch };
}
