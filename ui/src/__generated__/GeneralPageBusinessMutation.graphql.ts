/**
 * @generated SignedSource<<84bcefda22652959a73ed0a6da8bb9bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrganisationBusinessUpdateInput = {
  address?: string | null | undefined;
  entityName: string;
  gstCountry?: string | null | undefined;
  gstNumber?: string | null | undefined;
  logoUploadId?: string | null | undefined;
  orgId: string;
  website?: string | null | undefined;
};
export type GeneralPageBusinessMutation$variables = {
  input: OrganisationBusinessUpdateInput;
};
export type GeneralPageBusinessMutation$data = {
  readonly organisationBusinessUpdate: {
    readonly organisation: {
      readonly defaultContact: {
        readonly address: string;
        readonly entityName: string;
        readonly gstNumber: string | null | undefined;
        readonly id: string;
        readonly logoUrl: string | null | undefined;
        readonly name: string;
        readonly website: string;
      } | null | undefined;
      readonly id: string;
    };
  } | null | undefined;
};
export type GeneralPageBusinessMutation = {
  response: GeneralPageBusinessMutation$data;
  variables: GeneralPageBusinessMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OrganisationBusinessUpdatePayload",
    "kind": "LinkedField",
    "name": "organisationBusinessUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "organisation",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Contact",
            "kind": "LinkedField",
            "name": "defaultContact",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "entityName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gstNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "website",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logoUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GeneralPageBusinessMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GeneralPageBusinessMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "05296585f4eee877b50a2f7fa9ec6df6",
    "id": null,
    "metadata": {},
    "name": "GeneralPageBusinessMutation",
    "operationKind": "mutation",
    "text": "mutation GeneralPageBusinessMutation(\n  $input: OrganisationBusinessUpdateInput!\n) {\n  organisationBusinessUpdate(input: $input) {\n    organisation {\n      id\n      defaultContact {\n        id\n        name\n        entityName\n        address\n        gstNumber\n        website\n        logoUrl\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b3c865df5c1b7410b2ffaeb14af61cc";

export default node;
