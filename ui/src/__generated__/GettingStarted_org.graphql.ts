/**
 * @generated SignedSource<<883e21f43c187d0e71e7d252bfce66c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClaimBox = "Inbox" | "Sent" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GettingStarted_org$data = {
  readonly gettingStarted: {
    readonly businessDetails: boolean;
    readonly claimSent: boolean;
    readonly colleagues: boolean;
    readonly done: boolean;
    readonly home: ClaimBox;
    readonly invitationWaiting: boolean;
    readonly project: boolean;
    readonly sample: {
      readonly name: string;
      readonly slug: string;
    } | null | undefined;
    readonly sampleOf: {
      readonly name: string;
      readonly slug: string;
    } | null | undefined;
    readonly scheduleSent: boolean;
  } | null | undefined;
  readonly " $fragmentType": "GettingStarted_org";
};
export type GettingStarted_org$key = {
  readonly " $data"?: GettingStarted_org$data;
  readonly " $fragmentSpreads": FragmentRefs<"GettingStarted_org">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GettingStarted_org",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GettingStarted",
      "kind": "LinkedField",
      "name": "gettingStarted",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "businessDetails",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "project",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invitationWaiting",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimSent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scheduleSent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "colleagues",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "done",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "home",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkspaceRef",
          "kind": "LinkedField",
          "name": "sample",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkspaceRef",
          "kind": "LinkedField",
          "name": "sampleOf",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organisation",
  "abstractKey": null
};
})();

(node as any).hash = "655db7450f6fc7e20e229d3f6c482b8f";

export default node;
