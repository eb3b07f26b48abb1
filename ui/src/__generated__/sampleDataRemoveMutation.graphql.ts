/**
 * @generated SignedSource<<9c694d469812d463d531d34b6a47352a>>
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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removed",
  "storageKey": null
},
v1 = [
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
        "args": null,
        "concreteType": "SampleDataRemovePayload",
        "kind": "LinkedField",
        "name": "sampleDataRemove",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
        "storageKey": null
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
        "args": null,
        "concreteType": "SampleDataRemovePayload",
        "kind": "LinkedField",
        "name": "sampleDataRemove",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
                    "selections": (v1/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkspaceRef",
                    "kind": "LinkedField",
                    "name": "sampleOf",
                    "plural": false,
                    "selections": (v1/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "458d0db8eda8481f3eba59f3c8ec0154",
    "id": null,
    "metadata": {},
    "name": "sampleDataRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation sampleDataRemoveMutation {\n  sampleDataRemove {\n    removed\n    organisation {\n      ...GettingStarted_org\n      id\n    }\n  }\n}\n\nfragment GettingStarted_org on Organisation {\n  gettingStarted {\n    businessDetails\n    project\n    invitationWaiting\n    claimSent\n    scheduleSent\n    colleagues\n    done\n    home\n    sample {\n      slug\n      name\n    }\n    sampleOf {\n      slug\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b82ea734e5d1fb91b0551758ba8e76b3";

export default node;
