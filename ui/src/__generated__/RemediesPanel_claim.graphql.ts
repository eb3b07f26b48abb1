/**
 * @generated SignedSource<<c7ba7415acc0034ab738e16848bf0baf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ServiceManner = "EMAIL" | "LEFT" | "PERSONAL" | "POST" | "%future added value";
export type SuspensionGround = "DETERMINATION_UNPAID" | "NO_SCHEDULE_UNPAID" | "SCHEDULED_UNPAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RemediesPanel_claim$data = {
  readonly contractId: string;
  readonly enforcement: {
    readonly debtStatementUrl: string | null | undefined;
    readonly ground: SuspensionGround | null | undefined;
    readonly groundWords: string | null | undefined;
    readonly howToServe: string;
    readonly notice: {
      readonly noticeDate: any;
      readonly payBy: any;
      readonly pdfUrl: string;
      readonly section: string;
      readonly sentence: string;
      readonly servedManner: ServiceManner | null | undefined;
      readonly servedOn: any | null | undefined;
      readonly servedWords: string | null | undefined;
      readonly suspendFrom: any;
    } | null | undefined;
    readonly reasons: ReadonlyArray<string>;
    readonly remedies: ReadonlyArray<{
      readonly available: boolean;
      readonly date: any | null | undefined;
      readonly detail: string;
      readonly kind: string;
      readonly reason: string | null | undefined;
      readonly title: string;
    }>;
    readonly rulesNote: string;
    readonly suspensions: ReadonlyArray<{
      readonly daysWords: string;
      readonly resumedOn: any | null | undefined;
      readonly scope: string;
      readonly suspendedOn: any;
    }>;
    readonly terms: {
      readonly basis: string;
      readonly clause: string;
      readonly emailServiceAgreed: boolean;
      readonly viewerCanEdit: boolean;
    };
  } | null | undefined;
  readonly id: string;
  readonly number: number;
  readonly suspensionGround: SuspensionGround | null | undefined;
  readonly " $fragmentType": "RemediesPanel_claim";
};
export type RemediesPanel_claim$key = {
  readonly " $data"?: RemediesPanel_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"RemediesPanel_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RemediesPanel_claim",
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
      "name": "contractId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspensionGround",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimEnforcement",
      "kind": "LinkedField",
      "name": "enforcement",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ground",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "groundWords",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reasons",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SuspensionNotice",
          "kind": "LinkedField",
          "name": "notice",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "section",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "noticeDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "payBy",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "suspendFrom",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sentence",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "servedManner",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "servedWords",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "servedOn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pdfUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkSuspension",
          "kind": "LinkedField",
          "name": "suspensions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "suspendedOn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "resumedOn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "scope",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "daysWords",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Remedy",
          "kind": "LinkedField",
          "name": "remedies",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "detail",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "date",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "available",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "debtStatementUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ServiceTerms",
          "kind": "LinkedField",
          "name": "terms",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "emailServiceAgreed",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "basis",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "clause",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "viewerCanEdit",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "howToServe",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rulesNote",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "0d0f01c49dae471515de458b0d2fef2b";

export default node;
