/**
 * @generated SignedSource<<39116768b235a979af18aed6630e6e11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type sampleDataRemoveMutation$variables = Record<PropertyKey, never>;
export type sampleDataRemoveMutation$data = {
  readonly sampleDataRemove: {
    readonly organisation: {
      readonly " $fragmentSpreads": FragmentRefs<"GettingStarted_org">;
    };
    readonly removed: boolean;
  } | null | undefined;
};
export type sampleDataRemoveMutation = {
  response: sampleDataRemoveMutation$data;
  variables: sampleDataRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "input",
    "value": {}
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removed",
  "storageKey": null
},
v2 = [
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
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "sampleDataRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "SampleDataRemovePayload",
        "kind": "LinkedField",
        "name": "sampleDataRemove",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "organisation",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "GettingStarted_org"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "sampleDataRemove(input:{})"
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "sampleDataRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "SampleDataRemovePayload",
        "kind": "LinkedField",
        "name": "sampleDataRemove",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "organisation",
            "plural": false,
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
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkspaceRef",
                    "kind": "LinkedField",
                    "name": "sampleOf",
                    "plural": false,
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "sampleDataRemove(input:{})"
      }
    ]
  },
  "params": {
    "cacheID": "38785967f07f803227736efbea6bfd73",
    "id": null,
    "metadata": {},
    "name": "sampleDataRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation sampleDataRemoveMutation {\n  sampleDataRemove(input: {}) {\n    removed\n    organisation {\n      ...GettingStarted_org\n      id\n    }\n  }\n}\n\nfragment GettingStarted_org on Organisation {\n  gettingStarted {\n    businessDetails\n    project\n    invitationWaiting\n    claimSent\n    scheduleSent\n    colleagues\n    done\n    home\n    sample {\n      slug\n      name\n    }\n    sampleOf {\n      slug\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8f37505433ce6b0f65d47a3ffcac8980";

export default node;
