import { useEffect } from 'react';

const PRODUCT_NAME = 'Appforge';

/** Sets the tab title to "<page> · Appforge" while the page is shown. */
export function useDocumentTitle(pageTitle: string) {
  useEffect(() => {
    document.title = `${pageTitle} · ${PRODUCT_NAME}`;
  }, [pageTitle]);
}
