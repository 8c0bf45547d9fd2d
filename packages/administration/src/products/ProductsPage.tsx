import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SearchPage } from '@insulcalc/forms';
import type { FormModel } from '@insulcalc/forms/core';
import { usePage } from '@insulcalc/shell';
import { AdminForm } from '../AdminForm';
import { LambdaChart, type LambdaPoint } from '../chart/LambdaChart';
import { LambdaPlausibility } from '../chart/LambdaPlausibility';
import { useT } from '../i18n';
import { useModelValue } from '../useModelField';

export const PRODUCTS_PATH = 'Administration/Products';

/**
 * Administration/Products: the insulation catalogue (view `Products`) as a search page; add and
 * edit open {@link ProductPage} (`…/Default`, `…/Default/{id}`).
 */
export function ProductsPage() {
  const t = useT();
  return (
    <div className="ic-admin-page">
      <SearchPage
        viewId="Products"
        title={t('Administration_Products_Title')}
        formGroupId="Product"
        editRoute={PRODUCTS_PATH}
        allowDelete={false}
      />
    </div>
  );
}

/**
 * A product's form (form group `Product`: names, type, temperature range, λ(θ) points and
 * thicknesses with prices in grids, emissivity, recommended, datasheet) and the λ(θ) curve, redrawn
 * while the points are typed. The server checks the points as the engine reads them on save and
 * answers each bad row with a translated message beside the grid.
 */
export function ProductPage() {
  const t = useT();
  const navigate = useNavigate();
  const { productId = null } = useParams();
  const [model, setModel] = useState<FormModel | null>(null);
  const points = useModelValue(model, 'Conductivity');
  usePage({ title: t('Administration_Product_Title') });
  const onClose = useCallback(() => navigate(`/${PRODUCTS_PATH}`), [navigate]);
  const onCreated = useCallback(
    (id: string) => navigate(`/${PRODUCTS_PATH}/Default/${encodeURIComponent(id)}`, { replace: true }),
    [navigate],
  );
  return (
    <div className="ic-admin-page ic-admin-product">
      <AdminForm
        formGroupId="Product"
        entityInstanceId={productId}
        onClose={onClose}
        onCreated={onCreated}
        onModel={setModel}
      />
      <LambdaPlausibility rows={Array.isArray(points) ? (points as LambdaPoint[]) : []} />
      <LambdaChart rows={Array.isArray(points) ? (points as LambdaPoint[]) : []} />
    </div>
  );
}
