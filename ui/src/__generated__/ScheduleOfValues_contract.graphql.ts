/**
 * @generated SignedSource<<ecc92f6ab74488b15136d424f2233b69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ScheduleOfValues_contract$data = {
  readonly id: string;
  readonly scheduleOfValues: ReadonlyArray<{
    readonly group: ReadonlyArray<string>;
    readonly isLumpSum: boolean;
    readonly itemId: string;
    readonly lockedReason: string | null | undefined;
    readonly name: string;
    readonly qtyMilli: any | null | undefined;
    readonly totalPrice: any;
    readonly type: LineType;
    readonly unit: string;
    readonly unitPrice: any;
    readonly viewerCanEditPrices: boolean;
  }>;
  readonly viewerCanEditSchedule: boolean;
  readonly " $fragmentType": "ScheduleOfValues_contract";
};
export type ScheduleOfValues_contract$key = {
  readonly " $data"?: ScheduleOfValues_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleOfValues_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleOfValues_contract",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEditSchedule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractLine",
      "kind": "LinkedField",
      "name": "scheduleOfValues",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itemId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "group",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isLumpSum",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "qtyMilli",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lockedReason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanEditPrices",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "fd5fd0f8d14515cb3af412acb653bae8";

export default node;
